import { templateElement } from "../enhance/templates";

/** When the logo image fails to load (before or after this runs), the text mark from the next `<template>` replaces it. */
export function start(image: HTMLElement): void {
  if (!(image instanceof HTMLImageElement)) return;
  const template = image.nextElementSibling;
  const fallBack = () => {
    const mark = templateElement(template);
    if (!mark || !image.isConnected) return;
    image.replaceWith(mark);
    template?.remove();
  };
  if (image.complete && image.naturalWidth === 0) fallBack();
  else image.addEventListener("error", fallBack, { once: true });
}
