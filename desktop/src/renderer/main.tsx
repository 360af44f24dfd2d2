import { createRoot } from "react-dom/client";
import { BRIDGE_KEY, type DesktopBridge } from "../common/ipc";
import { App } from "./App";
import "./styles.css";
import "./screens.css";

declare global {
  interface Window {
    [BRIDGE_KEY]?: DesktopBridge;
  }
}

async function boot(element: HTMLElement): Promise<void> {
  const root = createRoot(element);
  const bridge = window[BRIDGE_KEY];
  if (bridge === undefined) {
    root.render(<p role="alert">This page runs only inside the Hostsite Admin desktop app.</p>);
    return;
  }
  const config = await bridge.getConfig();
  root.render(<App bridge={bridge} config={config} reloadPage={() => window.location.reload()} />);
}

const element = document.getElementById("root");
if (element !== null) void boot(element);
