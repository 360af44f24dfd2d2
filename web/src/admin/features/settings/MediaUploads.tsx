import { useRef, useState, type DragEvent } from "react";
import { MEDIA_KINDS, type MediaInfo, type MediaKind } from "../../../../../common/contracts";
import { useApi } from "../../api/client";
import { errorText, isStatus } from "../../../lib/api/errors";
import { useFeedback } from "../../components/ui/Feedback";
import { fieldA11y, FieldError } from "../../components/ui/FieldError";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useMedia, useResetMedia, useUploadMedia } from "./api";
import { acceptFor, fileProblem, MEDIA_LABELS, typeName, uploadType } from "./mediaFiles";
import { formatBytes } from "../../lib/format";

/** The images of this panel; the hero image is uploaded in the Brand section. */
const SITE_IMAGES = MEDIA_KINDS.filter((kind) => kind !== "hero_image");

/**
 * Site Settings → Brand: the logo (and its version for dark backgrounds), favicon and social image: preview,
 * drag-and-drop or file picker, back to the default.
 */
export function MediaUploads() {
  const { error } = useMedia();
  return (
    <section className="brand-images" aria-labelledby="media-title">
      <h3 id="media-title">Logo, Favicon and Social Image</h3>
      <p className="muted">PNG, JPEG, WebP or SVG up to 1 MB (the favicon also takes .ico). Changes show on the website at once.</p>
      {error && <p className="warning">Images could not be loaded: {errorText(error)}</p>}
      <div className="media-grid">
        {SITE_IMAGES.map((kind) => (
          <MediaUpload key={kind} kind={kind} />
        ))}
      </div>
    </section>
  );
}

/** One image's upload slot, applied at once (the uploaded images are one query, shared by every slot). */
export function MediaUpload({ kind }: { kind: MediaKind }) {
  const { baseUrl } = useApi();
  const { data } = useMedia();
  const upload = useUploadMedia();
  const reset = useResetMedia();
  return (
    <MediaSlot
      kind={kind}
      current={data?.[kind] ?? null}
      baseUrl={baseUrl}
      upload={(file) => upload.mutateAsync({ kind, file, type: uploadType(file) })}
      reset={() => reset.mutateAsync(kind)}
    />
  );
}

interface SlotProps {
  kind: MediaKind;
  current: MediaInfo | null;
  baseUrl: string;
  upload: (file: File) => Promise<MediaInfo>;
  reset: () => Promise<unknown>;
}

function MediaSlot({ kind, current, baseUrl, upload, reset }: SlotProps) {
  const { notify, confirm } = useFeedback();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const label = MEDIA_LABELS[kind];
  const inputId = `media-${kind}`;
  // The slot is one field: the server's problem with a file (any detail) is shown at it.
  const problems = useFieldErrors({ labels: { file: label.title }, fieldOf: () => "file", fromDetail: (detail) => ({ file: detail }) });
  const problem = problems.error("file");

  async function take(file: File | undefined) {
    if (!file) return;
    const refused = fileProblem(kind, file);
    if (refused) {
      problems.show({ file: refused });
      return notify(`${label.title} not uploaded: ${refused}`, "error");
    }
    problems.clear();
    setBusy(true);
    try {
      await upload(file);
      notify(`${label.title} uploaded.`);
    } catch (caught) {
      // A 401 has already signed the administrator out (see the query client).
      if (isStatus(caught, 401)) return;
      problems.showServer(caught);
      notify(`${label.title} not uploaded: ${errorText(caught)}`, "error");
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = "";
    }
  }

  async function remove() {
    if (
      !(await confirm(`Remove the uploaded ${label.title.toLowerCase()}? The website shows ${label.fallback} instead.`, {
        confirmLabel: "Remove",
        danger: true,
      }))
    )
      return;
    setBusy(true);
    try {
      await reset();
      notify(`${label.title} removed: the default is shown again.`);
    } catch (caught) {
      if (!isStatus(caught, 401)) notify(`${label.title} not removed: ${errorText(caught)}`, "error");
    } finally {
      setBusy(false);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <form
      {...problems.scope}
      onSubmit={(event) => event.preventDefault()}
      aria-label={label.title}
      className={`media-slot${dragging ? " is-dragging" : ""}${problem ? " has-problem" : ""}`}
      data-kind={kind}
      onDragOver={(event) => (event.preventDefault(), setDragging(true))}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      aria-busy={busy}
    >
      <h3>{label.title}</h3>
      <div className={`media-preview media-preview--${kind}`}>
        {current ? (
          <img src={`${baseUrl}${current.url}`} alt={`Current ${label.title.toLowerCase()}`} />
        ) : (
          <span className="muted">Default: {label.fallback}</span>
        )}
      </div>
      <p className="hint" id={`${inputId}-hint`}>
        {current ? `${typeName(current.content_type)}, ${current.width} × ${current.height}, ${formatBytes(current.bytes)}` : label.hint}
      </p>
      <p className="media-drop muted">Drop an image here, or</p>
      <div className="card-actions">
        <label className={`button small primary${busy ? " is-disabled" : ""}`} htmlFor={inputId}>
          {busy ? "Working..." : current ? "Replace…" : "Choose file…"}
        </label>
        <input
          ref={picker}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={acceptFor(kind)}
          disabled={busy}
          aria-label={`Upload ${label.title.toLowerCase()}`}
          {...fieldA11y(inputId, true, problem)}
          onChange={(event) => void take(event.target.files?.[0])}
        />
        {current && (
          <button type="button" className="button small danger" onClick={remove} disabled={busy}>
            Use default
          </button>
        )}
      </div>
      {problem && <FieldError id={`${inputId}-error`}>{problem}</FieldError>}
    </form>
  );
}
