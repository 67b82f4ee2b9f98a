// The part of aws4 (an independent SigV4 implementation, a devDependency) the tests use: it signs a
// request description in place and returns it, the Authorization header added.
declare module "aws4" {
  interface Aws4Request {
    host?: string;
    path?: string;
    method?: string;
    service?: string;
    region?: string;
    body?: string | Buffer;
    headers?: Record<string, string>;
  }
  interface Aws4Credentials {
    accessKeyId: string;
    secretAccessKey: string;
  }
  export function sign<R extends Aws4Request>(
    request: R,
    credentials: Aws4Credentials,
  ): R & { headers: Record<string, string> };
  const aws4: { sign: typeof sign };
  export default aws4;
}
