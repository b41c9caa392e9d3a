/** Frame, the img/video/iframe overrides, ZoomImage, OptimizedVideo, Mermaid and Latex. */
import katex from 'katex';
import type { ComponentChildren, VNode } from 'preact';
import { NoZoomContext } from './cards.js';
import type { ComponentEnv } from './context.js';
import { inlineMarkdown } from './inline-markdown.js';
import { cx, flag, omit, str, textOf } from './util.js';

/** Image props that steer Quire/Mintlify behaviour and must not reach the HTML. */
const IMAGE_CONTROL_PROPS = ['noZoom', 'nozoom', 'actions', 'actionsPlacement', 'zoom'] as const;

type AnyProps = Record<string, unknown> & { children?: ComponentChildren };

/** Creates Frame, Example, img, video, iframe, ZoomImage, OptimizedVideo, Mermaid and Latex. */
export function createMedia(env: ComponentEnv): Record<string, (props: never) => VNode | null> {
  function Frame(props: AnyProps): VNode {
    const caption = props.caption;
    const hint = props.hint;
    return (
      <div class={cx('q-frame-wrap', str(props.className))}>
        {hint !== undefined && hint !== '' && <p class="q-frame__hint">{inlineMarkdown(hint)}</p>}
        <figure class="q-frame" style={props.style as string | undefined}>
          <div class="q-frame__content">{props.children}</div>
          {caption !== undefined && caption !== '' && <figcaption class="q-frame__caption">{inlineMarkdown(caption)}</figcaption>}
        </figure>
      </div>
    );
  }

  /** Images zoom on click (client script) unless `noZoom` or inside a Tile. */
  function Img(props: AnyProps): VNode {
    const noZoom = flag(props.noZoom) || flag(props.nozoom);
    const rest = omit(props, IMAGE_CONTROL_PROPS);
    return (
      <NoZoomContext.Consumer>
        {(inTile: boolean) => {
          const zoom = !noZoom && !inTile;
          if (zoom) env.ctx.features.add('zoom');
          return (
            <img
              loading="lazy"
              decoding="async"
              {...rest}
              {...(zoom ? { 'data-zoom': '' } : { 'data-nozoom': '' })}
            />
          );
        }}
      </NoZoomContext.Consumer>
    );
  }

  /** `autoPlay` videos also need `muted` and `playsInline` to start at all in browsers, and loop like a GIF. */
  function Video(props: AnyProps): VNode {
    const autoPlay = flag(props.autoPlay) || flag(props.autoplay);
    const extra = autoPlay ? { autoPlay: true, playsInline: true, loop: true, muted: true } : {};
    return <video {...omit(props, ['autoplay'])} {...extra} />;
  }

  function Iframe(props: AnyProps): VNode {
    return <iframe loading="lazy" {...props} class={cx('q-iframe', str(props.className) ?? str(props.class))} />;
  }

  function ZoomImage(props: AnyProps): VNode {
    env.ctx.features.add('zoom');
    return <span class={cx('q-zoom-image', str(props.className))}>{props.children}</span>;
  }

  function OptimizedVideo(props: AnyProps): VNode {
    return Video(omit(props, ['className']) as AnyProps);
  }

  function Mermaid(props: AnyProps): VNode {
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
  function Latex(props: AnyProps): VNode {
    env.ctx.features.add('math');
    const html = katex.renderToString(textOf(props.children), { throwOnError: false, displayMode: flag(props.block) || flag(props.display) });
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
  } as Record<string, (props: never) => VNode | null>;
}
