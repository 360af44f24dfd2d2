import { Modal } from "../../components/ui/Modal";
import { tabAddress } from "../../lib/tabAddress";

interface Props {
  name: string;
  /** The server's refusal, naming the plans offered there. */
  detail: string;
  onClose: () => void;
}

/** Says why a location was not deleted (plans are still offered there, the server's answer names them) and where to change that. */
export function LocationInUseDialog({ name, detail, onClose }: Props) {
  return (
    <Modal
      title={`${name} is still in use`}
      size="small"
      role="alertdialog"
      onClose={onClose}
      footer={
        <>
          <a className="button" href={tabAddress("plans")} onClick={onClose}>
            Open Hosting Plans
          </a>
          <button type="button" className="button primary" data-autofocus onClick={onClose}>
            OK
          </button>
        </>
      }
    >
      <p className="confirm-message location-in-use">{detail}</p>
      <p className="muted">A plan's locations are in Hosting Plans → Edit Plan → Locations.</p>
    </Modal>
  );
}
