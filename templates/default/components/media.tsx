/** Frame, the img/video/iframe overrides, ZoomImage, OptimizedVideo, Mermaid and Latex. */
import katex from 'katex';
import type { ComponentChildren, VNode } from 'preact';
import type { MdxComponents } from '../../../src/render/theme.js';
import { NoZoomContext } from './cards.js';
import type { ComponentEnv } from './context.js';
import { inlineMarkdown } from './inline-markdown.js';
import { cx, flag, omit, str, textOf } from './util.js';

/** Image props that steer Quire/Mintlify behaviour and must not reach the HTML. */
const IMAGE_CONTROL_PROPS = ['noZoom', 'nozoom', 'actions', 'actionsPlacement', 'zoom'] as const;

/** An inline style as MDX gives it: a string, or an object of CSS properties (`style={{width: 300}}`). */
type StyleProp = string | Record<string, string | number>;

/** Frame's props (and its alias Example's). */
export interface FrameProps {
  /** Under the frame; a string is read as inline Markdown. */
  caption?: ComponentChildren;
  /** Above the frame; a string is read as inline Markdown. */
  hint?: ComponentChildren;
  style?: StyleProp;
  className?: string;
  children?: ComponentChildren;
}

/**
 * The `img` override: every HTML attribute reaches the `<img>` except the zoom controls. Flags are
 * `boolean | string` because MDX gives `noZoom="false"` as text.
 */
export interface ImgProps {
  src?: string;
  alt?: string;
  /** No click-to-zoom (`nozoom` as HTML would write it). */
  noZoom?: boolean | string;
  nozoom?: boolean | string;
  zoom?: boolean | string;
  /** Actions of the zoomed image (`"copy,download"`) and where they sit; kept out of the HTML. */
  actions?: boolean | string | string[];
  actionsPlacement?: string;
  [attribute: string]: unknown;
}

/** The `video` override and OptimizedVideo: every HTML attribute reaches the `<video>`. */
export interface VideoProps {
  src?: string;
  /** Also turns on `muted`, `playsInline` and `loop`, which browsers need to start a video on their own. */
  autoPlay?: boolean | string;
  autoplay?: boolean | string;
  [attribute: string]: unknown;
}

export type OptimizedVideoProps = VideoProps;

/** The `iframe` override: every HTML attribute reaches the `<iframe>`. */
export interface IframeProps {
  src?: string;
  className?: string;
  class?: string;
  [attribute: string]: unknown;
}

export interface ZoomImageProps {
  className?: string;
  children?: ComponentChildren;
}

/** Mermaid's props: a ```` ```mermaid ```` fence becomes `<Mermaid chart="…">`. */
export interface MermaidProps {
  /** The diagram source; the children's text when absent. */
  chart?: string;
  /** Where the zoom controls sit: `top-left`, `top-right`, `bottom-left` or `bottom-right` (default). */
  placement?: string;
  /** `false` hides the zoom and pan controls. */
  actions?: boolean | string;
  children?: ComponentChildren;
}

/** The legacy `<Latex>`: its children's text is the TeX source. */
export interface LatexProps {
  /** Display mode (a block) instead of inline; `display` is the same. */
  block?: boolean | string;
  display?: boolean | string;
  children?: ComponentChildren;
}

/** Creates Frame, Example, img, video, iframe, ZoomImage, OptimizedVideo, Mermaid and Latex. */
export function createMedia(env: ComponentEnv): MdxComponents {
  function Frame(props: FrameProps): VNode {
    const caption = props.caption;
    const hint = props.hint;
    return (
      <div class={cx('q-frame-wrap', str(props.className))}>
        {hint !== undefined && hint !== '' && <p class="q-frame__hint">{inlineMarkdown(hint)}</p>}
        <figure class="q-frame" style={props.style as string | undefined}>
          <div class="q-frame__content">{props.children}</div>
          {caption !== undefined && caption !== '' && (
            <figcaption class="q-frame__caption">{inlineMarkdown(caption)}</figcaption>
          )}
        </figure>
      </div>
    );
  }

  /** Images zoom on click (client script) unless `noZoom` or inside a Tile. */
  function Img(props: ImgProps): VNode {
    const noZoom = flag(props.noZoom) || flag(props.nozoom);
    const rest = omit(props, IMAGE_CONTROL_PROPS);
    return (
      <NoZoomContext.Consumer>
        {(inTile: boolean) => {
          const zoom = !noZoom && !inTile;
          if (zoom) env.ctx.features.add('zoom');
          return (
            // biome-ignore lint/a11y/useAltText: `alt` is the author's, passed through with the other attributes
            <img loading="lazy" decoding="async" {...rest} {...(zoom ? { 'data-zoom': '' } : { 'data-nozoom': '' })} />
          );
        }}
      </NoZoomContext.Consumer>
    );
  }

  /** `autoPlay` videos also need `muted` and `playsInline` to start at all in browsers, and loop like a GIF. */
  function Video(props: VideoProps): VNode {
    const autoPlay = flag(props.autoPlay) || flag(props.autoplay);
    const extra = autoPlay ? { autoPlay: true, playsInline: true, loop: true, muted: true } : {};
    return <video {...omit(props, ['autoplay'])} {...extra} />;
  }

  function Iframe(props: IframeProps): VNode {
    return <iframe loading="lazy" {...props} class={cx('q-iframe', str(props.className) ?? str(props.class))} />;
  }

  function ZoomImage(props: ZoomImageProps): VNode {
    env.ctx.features.add('zoom');
    return <span class={cx('q-zoom-image', str(props.className))}>{props.children}</span>;
  }

  function OptimizedVideo(props: OptimizedVideoProps): VNode {
    return Video(omit(props, ['className']));
  }

  function Mermaid(props: MermaidProps): VNode {
    env.ctx.features.add('mermaid');
    const chart = str(props.chart) ?? textOf(props.children);
    const assets = env.ctx.assetsBase ?? `${env.ctx.base}_quire/`;
    return (
      <pre
        class="mermaid q-mermaid"
        data-placement={str(props.placement) ?? 'bottom-right'}
        data-actions={props.actions === false || props.actions === 'false' ? 'false' : 'true'}
        data-src={`${assets}vendor/mermaid.min.js`}
      >
        {chart}
      </pre>
    );
  }

  /** Legacy `<Latex>`: typeset at build time, so pages need KaTeX's CSS only (feature `math`). */
  function Latex(props: LatexProps): VNode {
    env.ctx.features.add('math');
    const html = katex.renderToString(textOf(props.children), {
      throwOnError: false,
      displayMode: flag(props.block) || flag(props.display),
    });
    return <span class="q-latex" dangerouslySetInnerHTML={{ __html: html }} />;
  }

  return {
    Frame,
    Example: Frame,
    img: Img,
    video: Video,
    iframe: Iframe,
    ZoomImage,
    OptimizedVideo,
    Mermaid,
    Latex,
  };
}
