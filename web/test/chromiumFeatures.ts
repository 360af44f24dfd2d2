/**
 * Chrome features the measuring and testing browsers switch off: the omnibox popups that desktop Chrome (and
 * Chromium's `--headless` mode, which is the desktop browser without a window) draws with web pages of its own
 * (chrome://omnibox-popup.top-chrome). They have nothing to do with the page under test and do not exist on a
 * phone, but every navigation wakes them, and their scripts (over 100 ms a navigation) compete with the page for
 * the machine's cores: in the browser tests they took more CPU than the pages under test.
 */
export const SWITCHED_OFF_CHROME_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];
