/**
 * Markup a component renders for the browser to show later (the logo's text mark, the menu's close icon) travels
 * in a `<template>`: inert and invisible until an enhancement module takes a copy of its first element.
 */
export function templateElement(template: Element | null | undefined): Element | null {
  if (!(template instanceof HTMLTemplateElement)) return null;
  return (template.content.firstElementChild?.cloneNode(true) as Element | undefined) ?? null;
}
