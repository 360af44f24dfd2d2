import type { ContactSubmission } from "../../../../../common/contracts";
import { Modal } from "../../components/ui/Modal";
import { formatDateTime } from "../../lib/format";

interface Props {
  submission: ContactSubmission;
  onClose: () => void;
  onToggleRead: () => void;
  onDelete: () => void;
}

const MAIL_STATUS: Record<string, string> = { sent: "Sent", pending: "Pending", failed: "Failed", not_configured: "Not sent (SMTP not configured)" };

/** The detail view of one contact submission. */
export function SubmissionModal({ submission: s, onClose, onToggleRead, onDelete }: Props) {
  return (
    <Modal
      title={`Message from ${s.name}`}
      onClose={onClose}
      footer={
        <>
          <a className="button" href={`mailto:${encodeURIComponent(s.email)}?subject=${encodeURIComponent(`Re: ${s.subject}`)}`}>
            Reply by E-mail
          </a>
          <button type="button" className="button" onClick={onToggleRead}>
            {s.is_read ? "Mark as Unread" : "Mark as Read"}
          </button>
          <button type="button" className="button danger" onClick={onDelete}>
            Delete
          </button>
        </>
      }
    >
      <dl className="detail-list">
        <dt>Date</dt>
        <dd>{formatDateTime(s.timestamp)}</dd>
        <dt>Name</dt>
        <dd>{s.name}</dd>
        <dt>Email</dt>
        <dd>{s.email}</dd>
        <dt>Subject</dt>
        <dd>{s.subject}</dd>
        <dt>Status</dt>
        <dd>{s.is_read ? "Read" : "Unread"}</dd>
        {s.mail_status && (
          <>
            <dt>E-mail</dt>
            <dd>
              {MAIL_STATUS[s.mail_status] ?? s.mail_status}
              {s.mail_error ? ` — ${s.mail_error}` : ""}
            </dd>
          </>
        )}
      </dl>
      <p className="message-body">{s.message}</p>
    </Modal>
  );
}
