import type { MediaInfo, MediaKind } from "../../../../common/schemas";
import type { Http } from "./http";

/** Uploaded logo, favicon and social image. */
export function mediaApi(http: Http) {
  return {
    media: () => http<Record<MediaKind, MediaInfo | null>>("/api/admin/media", { noCache: true }),
    uploadMedia: (kind: MediaKind, data: Blob, type: string) => http<MediaInfo>(`/api/admin/media/${kind}`, { method: "PUT", file: { data, type } }),
    resetMedia: (kind: MediaKind) => http<{ success: boolean; message: string }>(`/api/admin/media/${kind}`, { method: "DELETE" }),
  };
}
