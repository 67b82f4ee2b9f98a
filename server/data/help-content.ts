// The help widget's content: contact-form topics and knowledge articles. It is editorial content that
// changes with a deploy, so it lives here rather than in a table; names are English and the client
// translates by value where it has a key (decisions.md).
import type { ContactTopic, FeedbackCategory } from "../../domain/help/contact-form.ts";
import type { KnowledgeArticle } from "../../domain/help/knowledge-article.ts";

const topicNames: Record<FeedbackCategory, string> = {
  "property-information-issue": "Something is wrong with my property information",
  "requested-information-not-available": "I cannot find the information I need",
  "requirements-clarification-needed": "I need a requirement explained",
  "new-feature": "I would like a new feature",
  "general-feedback": "General feedback",
  "managing-my-subscription": "Managing my subscription",
};

export const contactTopics: readonly ContactTopic[] = Object.entries(topicNames).map(([value, name]) => ({
  name,
  value,
}));

const article = (
  id: string,
  category: KnowledgeArticle["category"],
  title: string,
  summary: string,
): KnowledgeArticle => ({ id, category, title, summary, url: `/help/articles/${id}` });

export const knowledgeArticles: readonly KnowledgeArticle[] = [
  article(
    "confirm-or-decline-a-request",
    "reservations",
    "Confirm or decline a booking request",
    "Requests wait for your answer; confirming creates the booking and blocks the nights.",
  ),
  article(
    "cancel-a-booking",
    "reservations",
    "Cancel a booking",
    "Cancel before check-out with a reason; the guest is told at once.",
  ),
  article(
    "block-dates",
    "calendar",
    "Block and unblock dates",
    "Blocked nights cannot be booked; touching blocks merge into one.",
  ),
  article(
    "sync-external-calendars",
    "calendar",
    "Calendars from other platforms",
    "Nights booked elsewhere show as external blocks.",
  ),
  article(
    "publish-a-unit",
    "listing",
    "Publish a unit",
    "A unit is published once every listing step is complete and its registration number is valid.",
  ),
  article(
    "instant-booking",
    "listing",
    "Instant booking or on request",
    "Instant booking confirms stays without waiting for you; on request lets you decide each one.",
  ),
  article(
    "dac7-report",
    "payments",
    "Your yearly DAC7 report",
    "Download the stays we report to the tax authorities for each year.",
  ),
  article(
    "payout-details",
    "payments",
    "Payout details",
    "Where your earnings are paid and how to change the bank account.",
  ),
  article(
    "verify-your-identity",
    "account",
    "Verify your identity",
    "Why we ask for an identity check and what documents it takes.",
  ),
  article(
    "guest-messages",
    "messaging",
    "Messages with guests",
    "Every booking has its conversation; guests reach you with their booking code.",
  ),
];
