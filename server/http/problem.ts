// Errors leave the server in the spec's problem-detail shape; handlers throw HttpProblem.
import { problemTypes, type InvalidParameter, type ProblemDetail } from "../../domain/errors/error-body.ts";

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    readonly detail?: string,
    readonly invalidParams?: readonly InvalidParameter[],
  ) {
    super(detail ?? title);
  }

  body(): ProblemDetail {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      ...(this.invalidParams === undefined ? {} : { invalidParams: this.invalidParams }),
    };
  }
}

export const notFound = (what: string) =>
  new HttpProblem(404, problemTypes.notFound, "Not found", `${what} was not found.`);

export const badRequest = (detail: string, invalidParams?: readonly InvalidParameter[]) =>
  new HttpProblem(400, problemTypes.badRequest, "Bad request", detail, invalidParams);

export const unauthorized = () => new HttpProblem(401, problemTypes.unauthorized, "Unauthorized");

export const conflict = (type: string, detail: string) => new HttpProblem(409, type, "Conflict", detail);
