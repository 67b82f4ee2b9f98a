// An HTTP proxy between a sync client and the real server that loses, repeats, delays or refuses
// requests on the test's command, so fault tests reproduce what flaky mobile networks do to the
// outbox: a request that never arrives, an answer that never comes back after the server applied
// the command (the case idempotency keys exist for), a request delivered twice, a dead network,
// and live streams that are cut. Server-sent events pass through unbuffered, chunk by chunk.
import {
  Agent,
  createServer,
  request as upstreamRequest,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type Fault =
  | { readonly kind: "pass" }
  /** The socket is destroyed before anything reaches the server. */
  | { readonly kind: "drop-request" }
  /** The server receives and answers the request; the client's socket is destroyed instead of the answer. */
  | { readonly kind: "drop-response" }
  /** The server receives the request twice, one after the other; the client gets the second answer. */
  | { readonly kind: "duplicate" }
  /** The request is held for `ms` before it is passed on. */
  | { readonly kind: "delay"; readonly ms: number };

export type FaultKind = Fault["kind"];

export interface ProxiedRequest {
  readonly method: string;
  readonly path: string;
  /** The client asked for server-sent events. */
  readonly streaming: boolean;
}

export interface ProxyEvent extends ProxiedRequest {
  /** When the request finished here (Date.now()), to line events up with a test's log. */
  readonly at: number;
  readonly outcome: FaultKind | "refused" | "upstream-error";
  readonly status: number | undefined;
  /** The server answered from its idempotency store: it had already applied this request. */
  readonly replayed: boolean;
}

export interface FaultProxy {
  readonly url: string;
  /** The next `count` requests that `match` accepts meet `fault`. Plans apply in the order given. */
  faultNext(fault: Fault, count: number, match?: (request: ProxiedRequest) => boolean): void;
  /** Forgets every planned fault; later requests pass. */
  clearFaults(): void;
  /** Offline refuses every connection and ends the open ones, streams included. */
  setOffline(offline: boolean): void;
  /** Ends every open event stream; returns how many were cut. */
  cutStreams(): number;
  openStreams(): number;
  /** Requests a delay fault is holding right now. */
  held(): number;
  /**
   * How many requests met each outcome, keyed `outcome method` (e.g. `drop-response POST`), with
   * ` replayed` appended when the server answered from its idempotency store.
   */
  counts(): ReadonlyMap<string, number>;
  /** The last requests seen, oldest first, for failure reports. */
  recent(): readonly ProxyEvent[];
  close(): Promise<void>;
}

interface Plan {
  readonly fault: Fault;
  remaining: number;
  readonly match: (request: ProxiedRequest) => boolean;
}

const maxBodyBytes = 4 * 1024 * 1024;
const recentLimit = 200;
// Hop-by-hop headers belong to one connection and must not be forwarded (RFC 9110 §7.6.1).
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

const endToEnd = (headers: IncomingMessage["headers"]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name.toLowerCase())));

const isEventStream = (response: IncomingMessage) =>
  (response.headers["content-type"] ?? "").startsWith("text/event-stream");

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstreamUrl = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const sockets = new Set<Socket>();
  const streams = new Set<{ client: Socket; upstream: IncomingMessage }>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const counts = new Map<string, number>();
  const recentEvents: ProxyEvent[] = [];
  let plans: Plan[] = [];
  let offline = false;
  let closed = false;
  let holding = 0;

  const count = (key: string) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const record = (request: ProxiedRequest, outcome: ProxyEvent["outcome"], response?: IncomingMessage) => {
    const replayed = response?.headers["idempotent-replayed"] === "true";
    count(`${outcome} ${request.method}${replayed ? " replayed" : ""}`);
    recentEvents.push({ ...request, at: Date.now(), outcome, status: response?.statusCode, replayed });
    if (recentEvents.length > recentLimit) recentEvents.shift();
  };

  const takeFault = (request: ProxiedRequest): Fault => {
    const plan = plans.find((p) => p.match(request));
    if (!plan) return { kind: "pass" };
    plan.remaining -= 1;
    if (plan.remaining <= 0) plans = plans.filter((p) => p !== plan);
    return plan.fault;
  };

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  /** Sends one copy of the request upstream; resolves with the response once its headers arrive. */
  const forward = (incoming: IncomingMessage, body: Buffer, outgoing: ServerResponse) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      let answered = false;
      const upstream = upstreamRequest(
        {
          agent,
          host: upstreamUrl.hostname,
          port: upstreamUrl.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...endToEnd(incoming.headers), "content-length": String(body.length) },
        },
        (response) => {
          response.once("end", () => {
            answered = true;
          });
          resolve(response);
        },
      );
      upstream.on("error", reject);
      // A client that goes away mid-request takes its upstream request with it, as a real
      // connection would; a finished exchange leaves the pooled upstream socket alone.
      outgoing.once("close", () => {
        if (!answered) upstream.destroy();
      });
      upstream.end(body);
    });

  /** Waits until the server has finished answering: the whole body, or just the headers of a stream. */
  const drain = (response: IncomingMessage) =>
    new Promise<void>((resolve) => {
      if (isEventStream(response)) {
        response.destroy();
        resolve();
        return;
      }
      response.on("end", resolve);
      response.on("error", () => resolve());
      response.on("close", () => resolve());
      response.resume();
    });

  const readBody = (incoming: IncomingMessage) =>
    new Promise<Buffer | undefined>((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBodyBytes) {
          incoming.socket.destroy();
          resolve(undefined);
        } else chunks.push(chunk);
      });
      incoming.on("end", () => resolve(Buffer.concat(chunks)));
      // Without an end first, the client went away mid-body: nothing to forward.
      incoming.on("error", () => resolve(undefined));
      incoming.on("close", () => resolve(undefined));
    });

  const server = createServer((incoming, outgoing) => {
    const client = incoming.socket;
    const request: ProxiedRequest = {
      method: incoming.method ?? "GET",
      path: incoming.url ?? "/",
      streaming: (incoming.headers.accept ?? "").includes("text/event-stream"),
    };
    void (async () => {
      if (offline || closed) {
        record(request, "refused");
        client.destroy();
        return;
      }
      const body = await readBody(incoming);
      if (body === undefined || client.destroyed) return;
      const fault = takeFault(request);
      try {
        if (fault.kind === "drop-request") {
          record(request, fault.kind);
          client.destroy();
          return;
        }
        if (fault.kind === "delay") {
          holding += 1;
          await wait(fault.ms);
          holding -= 1;
        }
        if (offline || closed || client.destroyed) {
          record(request, "refused");
          client.destroy();
          return;
        }
        let response = await forward(incoming, body, outgoing);
        if (fault.kind === "drop-response") {
          await drain(response);
          record(request, fault.kind, response);
          client.destroy();
          return;
        }
        if (fault.kind === "duplicate") {
          await drain(response);
          if (client.destroyed) return;
          response = await forward(incoming, body, outgoing);
        }
        record(request, fault.kind, response);
        outgoing.writeHead(response.statusCode ?? 502, endToEnd(response.headers));
        if (isEventStream(response)) {
          // Headers now, then every event as it arrives: a buffering proxy would hide live changes.
          outgoing.flushHeaders();
          const entry = { client, upstream: response };
          streams.add(entry);
          outgoing.once("close", () => {
            streams.delete(entry);
            response.destroy();
          });
        }
        response.pipe(outgoing);
        response.on("error", () => client.destroy());
      } catch {
        record(request, "upstream-error");
        if (!outgoing.headersSent && !client.destroyed) {
          outgoing.writeHead(502, { "content-type": "text/plain" });
          outgoing.end("upstream unreachable");
        } else client.destroy();
      }
    })();
  });
  server.on("connection", (socket) => {
    if (offline || closed) {
      count("refused connection");
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  const cutStreams = () => {
    const cut = streams.size;
    for (const stream of [...streams]) {
      stream.client.destroy();
      stream.upstream.destroy();
    }
    streams.clear();
    return cut;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    faultNext(fault, count, match = () => true) {
      if (count > 0) plans.push({ fault, remaining: count, match });
    },
    clearFaults() {
      plans = [];
    },
    setOffline(next) {
      offline = next;
      if (!next) return;
      cutStreams();
      for (const socket of [...sockets]) socket.destroy();
    },
    cutStreams,
    openStreams: () => streams.size,
    held: () => holding,
    counts: () => new Map(counts),
    recent: () => [...recentEvents],
    async close() {
      closed = true;
      plans = [];
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      cutStreams();
      for (const socket of [...sockets]) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
