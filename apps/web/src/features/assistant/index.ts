// Sierra's public face for the app shell: the floating button and its panel.
export { SierraLauncher } from "./components/sierra-launcher";
export { SIERRA_BUTTON_ID, SIERRA_OPEN_PARAM, SIERRA_PANEL_ID } from "./components/panel-ids";
