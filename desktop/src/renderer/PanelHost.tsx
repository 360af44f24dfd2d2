import { useEffect, useEffectEvent, useRef } from "react";
import { mountAdminPanel } from "../../../web/src/admin/mount";
import type { TokenStore } from "../../../common/tokenStore";

interface Props {
  serverUrl: string;
  tokenStore: TokenStore;
  onChangeServer: () => void;
}

/** Mounts the same admin panel as /admin, with the configured server and the bridge-backed token store. */
export function PanelHost({ serverUrl, tokenStore, onChangeServer }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const changeServer = useEffectEvent(() => onChangeServer());
  useEffect(() => {
    if (ref.current === null) return;
    return mountAdminPanel(ref.current, {
      apiBaseUrl: serverUrl,
      tokenStore,
      platform: "desktop",
      onChangeServer: () => changeServer(),
    });
  }, [serverUrl, tokenStore]);
  return <div ref={ref} className="admin-panel-host" />;
}
