// The start of most API tests: the real server with its demo data, and both demo hosts signed in
// through the real provider — anna (an individual) and alpine (a company), the tenancy pair.
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient, type Api } from "./api-client.ts";
import { signIn } from "./sign-in.ts";
import { startTestServer } from "./test-server.ts";

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export async function startTwoHosts(): Promise<{
  server: TestServer;
  api: Api;
  anna: string;
  alpine: string;
}> {
  const server = await startTestServer();
  const [anna, alpine] = await Promise.all([
    signIn(server.url, demoAccounts.individual).then((t) => t.accessToken),
    signIn(server.url, demoAccounts.company).then((t) => t.accessToken),
  ]);
  return { server, api: apiClient(server.url), anna, alpine };
}
