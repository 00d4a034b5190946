import {
  FEEDBACK_BANNER_ATTRIBUTE,
  FEEDBACK_BANNER_CLASS,
  type ServerFeedback,
} from "../../../lead-forms/server-feedback";

/** The server's line at the top of a form, as the server writes it (see FEEDBACK_BANNER_CLASS). */
export function FeedbackBanner({
  banner,
}: {
  banner: Pick<ServerFeedback, "outcome" | "message"> | undefined;
}) {
  if (!banner) return null;
  return banner.outcome === "sent" ? (
    <p
      role="status"
      {...{ [FEEDBACK_BANNER_ATTRIBUTE]: "" }}
      className={FEEDBACK_BANNER_CLASS.sent}
    >
      {banner.message}
    </p>
  ) : (
    <div
      role="alert"
      {...{ [FEEDBACK_BANNER_ATTRIBUTE]: "" }}
      className={FEEDBACK_BANNER_CLASS.problem}
    >
      {banner.message}
    </div>
  );
}
