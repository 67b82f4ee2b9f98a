// What the guest API answers (operations spec §6): the sign-in and the guest's one conversation.
import type { MessageDocument } from "../../../domain/messaging/message-document.ts";

export interface GuestLogin {
  readonly token: string;
  readonly expiresIn: number;
  readonly channelId: string;
}

export interface GuestChannel {
  readonly id: string;
  readonly bookingCode: string | null;
  readonly guestName?: string;
  readonly hostName?: string;
  readonly unitTitle?: string;
}

export interface GuestChat {
  readonly channel: GuestChannel;
  readonly messages: readonly MessageDocument[];
}
