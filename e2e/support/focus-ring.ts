import type { Page } from 'playwright-core';

/**
 * What a keyboard user sees around the focused control: the focus ring (outline, else a
 * box-shadow ring) and its contrast with what it is drawn on (WCAG 2.2, 1.4.11 / 2.4.13: 3:1).
 */
export interface FocusRing {
  /** The focused element, as a short selector-ish description. */
  element: string;
  /** 'outline' or 'box-shadow', or null when nothing is drawn. */
  kind: 'outline' | 'box-shadow' | null;
  /** The ring's colour (rgb/rgba as the browser computes it). */
  color: string | null;
  /** The ring's thickness in CSS pixels. */
  width: number;
  /** What the ring is drawn on: the surface around the control (outer ring) or the control itself (inner ring). */
  background: string;
  /** Contrast of the ring with that background (1 to 21). */
  contrast: number;
  /** Contrast of the ring with the control's own background, where the ring touches it. */
  contrastWithControl: number;
}

export async function focusRing(page: Page, { settled = true }: { settled?: boolean } = {}): Promise<FocusRing> {
  // What a person sees once the control has settled (no transition half-way); or, with
  // `settled: false`, the moment the focus lands (a ring that fades in is not there yet).
  if (settled) await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, { timeout: 5000 });
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba | null => {
      const match = color.match(/rgba?\(([^)]+)\)/);
      if (!match) return null;
      const parts = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The opaque colour an element's box shows: its background over its ancestors'. */
    const surface = (start: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = start; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color && color[3] > 0) {
          layers.push(color);
          if (color[3] >= 1) break;
        }
      }
      let result: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };

    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) throw new Error('nothing has the focus');
    const description = `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''}${focused.dataset.testid ? `[data-testid=${focused.dataset.testid}]` : ''}`;
    // A radio or checkbox inside a card-like label may leave the ring to the label around it.
    const hasOwnRing = (node: HTMLElement) => {
      const own = getComputedStyle(node);
      return own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0;
    };
    const label = focused.closest('label');
    const element = !hasOwnRing(focused) && label && hasOwnRing(label) ? label : focused;
    const style = getComputedStyle(element);

    let kind: 'outline' | 'box-shadow' | null = null;
    let ring: Rgba | null = null;
    let width = 0;
    let isOuter = true;
    const outlineWidth = parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && outlineWidth > 0) {
      const color = parse(style.outlineColor);
      if (color && color[3] > 0) {
        kind = 'outline';
        ring = color;
        width = outlineWidth;
        isOuter = parseFloat(style.outlineOffset) + outlineWidth > 0;
      }
    }
    if (!ring && style.boxShadow !== 'none') {
      // The widest opaque spread among the shadows: "rgb(...) 0px 0px 0px 3px, ...".
      for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
        const color = parse(shadow);
        const numbers = shadow.replace(/rgba?\([^)]*\)/, '').trim().split(/\s+/).map(parseFloat);
        const spread = numbers[3] ?? 0;
        if (color && color[3] > 0 && spread > width) {
          kind = 'box-shadow';
          ring = color;
          width = spread;
          isOuter = !shadow.includes('inset');
        }
      }
    }
    const control = surface(element);
    const around = surface(element.parentElement);
    const background = isOuter ? around : control;
    const seen = ring ? over(ring, background) : background;
    return {
      element: description,
      kind,
      color: ring ? `rgba(${ring.join(', ')})` : null,
      width,
      background: `rgb(${background.slice(0, 3).join(', ')})`,
      contrast: ring ? contrast(seen, background) : 1,
      contrastWithControl: ring ? contrast(over(ring, control), control) : 1,
    };
  });
}

/** Presses Tab until the control with this test id has the focus (at most `limit` presses). */
export async function tabTo(page: Page, testId: string, limit = 40) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? null);
    if (focused === testId) return;
  }
  throw new Error(`Tab never reached [data-testid=${testId}]`);
}
