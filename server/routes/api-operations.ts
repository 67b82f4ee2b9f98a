// The API's operations for the OpenAPI document: for each route, the very schemas its handler
// decodes with (imported from the route modules and the domain, never restated) and the shape it
// answers in. A route missing here still appears in the document, without schemas; the test in
// tests/integration/openapi.test.ts says which.
import { Property } from "../../domain/properties/property.ts";
import type { ApiOperation } from "../http/openapi.ts";
import { UnitsQuery } from "./property-routes.ts";
import { MessageDocument } from "../../domain/messaging/message-document.ts";
import {
  GuestChat,
  GuestLoginPayload,
  GuestSession,
  SendMessageBody,
} from "../../domain/messaging/messaging-api.ts";
import { uploadApiOperations } from "./upload-api-operations.ts";

export const apiOperations: readonly ApiOperation[] = [
  { method: "GET", path: "/api/app/properties/:id", summary: "One property", response: Property },
  {
    method: "GET",
    path: "/api/app/properties/:propertyId/units",
    summary: "The units of a property, paged",
    query: UnitsQuery,
  },
  {
    method: "GET",
    path: "/api/app/property-list",
    summary: "Properties with their units, paged",
    query: UnitsQuery,
  },
  {
    method: "POST",
    path: "/api/guest/login",
    summary: "Guest login with booking code and email: a token and a cookie for that booking's chat",
    body: GuestLoginPayload,
    response: GuestSession,
  },
  {
    method: "POST",
    path: "/api/guest/logout",
    summary: "Clear the guest token cookie",
    produces: "text/plain",
  },
  {
    method: "GET",
    path: "/api/guest/chat",
    summary: "The guest's booking summary and messages (guest bearer token or cookie)",
    response: GuestChat,
  },
  {
    method: "POST",
    path: "/api/guest/chat/messages",
    summary: "Send a message as the guest (stored once per clientMessageId)",
    body: SendMessageBody,
    response: MessageDocument,
  },
  {
    method: "GET",
    path: "/api/guest/chat/stream",
    summary: "Server-sent events: each new message of the guest's channel",
    produces: "text/event-stream",
  },
  ...uploadApiOperations,
];
