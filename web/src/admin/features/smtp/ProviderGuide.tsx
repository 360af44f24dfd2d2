import { TableWrap } from "../../components/ui/TableWrap";

const PROVIDERS = [
  { name: "Gmail / Google Workspace", host: "smtp.gmail.com", port: "587 (TLS) or 465 (SSL)", note: "Use an app password (2-step verification required)." },
  { name: "Outlook / Microsoft 365", host: "smtp.office365.com", port: "587 (TLS)", note: "SMTP AUTH must be enabled for the mailbox." },
  { name: "Yahoo Mail", host: "smtp.mail.yahoo.com", port: "465 (SSL) or 587 (TLS)", note: "Generate an app password in account security." },
  { name: "SendGrid", host: "smtp.sendgrid.net", port: "587 (TLS)", note: "Username is apikey, password is your API key." },
  { name: "Mailgun", host: "smtp.mailgun.org", port: "587 (TLS)", note: "Use the SMTP credentials of your sending domain." },
  { name: "Amazon SES", host: "email-smtp.<region>.amazonaws.com", port: "587 (TLS)", note: "Use SES SMTP credentials, not your AWS keys." },
];

/** A guide to the SMTP settings of common mail providers. */
export function ProviderGuide() {
  return (
    <div className="panel">
      <h2>Common Mail Providers</h2>
      <TableWrap label="Common mail providers">
        <table className="data-table" aria-label="Common mail providers">
          <thead>
            <tr>
              <th scope="col">Provider</th>
              <th scope="col">Host</th>
              <th scope="col">Port / security</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {PROVIDERS.map((p) => (
              <tr key={p.name}>
                <td>{p.name}</td>
                <td>
                  <code>{p.host}</code>
                </td>
                <td>{p.port}</td>
                <td>{p.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </div>
  );
}
