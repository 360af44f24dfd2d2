import type { Components } from "react-markdown";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";

/** GitHub-flavoured markdown with line breaks kept (a single newline is a line break). */
export const remarkPlugins = [remarkGfm, remarkBreaks];

/** One h1 per page (the page title): markdown headings start at h2. */
export const markdownComponents: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  a: ({ node: _node, href, ...props }) => {
    const external = !!href && /^https?:\/\//i.test(href);
    return <a href={href} {...props} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} />;
  },
  // A wide table scrolls sideways inside its wrapper; the wrapper takes keyboard focus so it can be scrolled without a mouse.
  table: ({ node: _node, ...props }) => (
    <div className="md-table-wrap" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  ),
};
