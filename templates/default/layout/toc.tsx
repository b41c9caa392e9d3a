import type { TocItem } from '../../../src/render/page-data.js';
import { UiIcon } from './ui-icons.js';

export interface TableOfContentsProps {
  /** `PageData.toc`: every heading; the component keeps depths 2 and 3. */
  toc: TocItem[];
}

/**
 * "On this page": `##` entries with `###` indented below. Deeper headings stay out: the column is narrow and the
 * scroll-spy would flicker between many close targets.
 */
export function TableOfContents(props: TableOfContentsProps) {
  const items = props.toc.filter((item) => item.depth >= 2 && item.depth <= 3);
  if (items.length === 0) return null;
  return (
    <nav id="table-of-contents" class="q-toc toc" aria-labelledby="q-toc-title">
      <p id="q-toc-title" class="q-toc-title">
        <UiIcon name="list" size={14} /> On this page
      </p>
      <ul id="table-of-contents-content" class="q-toc-list" role="list">
        {items.map((item) => (
          <li key={item.id} class={`q-toc-item toc-item q-toc-depth-${item.depth}`} data-depth={item.depth}>
            <a class="q-toc-link" href={`#${item.id}`}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
