export { MarkdownContent } from "./MarkdownContent";
