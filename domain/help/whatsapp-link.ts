// The messaging-app link of the help widget (operations spec §2: "a messaging-app (WhatsApp) link
// built from whatsappNumber"). WhatsApp's click-to-chat address takes the number in international
// form with digits only: no plus, spaces, dashes or brackets. No number, or one without a digit, no link.
export function whatsappLink(whatsappNumber: string | null): string | null {
  const digits = whatsappNumber?.replace(/\D/g, "") ?? "";
  return digits === "" ? null : `https://wa.me/${digits}`;
}
