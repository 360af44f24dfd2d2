export { MarkdownContent, type MarkdownContentProps } from "./MarkdownContent";
