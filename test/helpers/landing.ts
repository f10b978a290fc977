/**
 * Where a jump to a fragment must land, in every engine: the target's top just under the sticky
 * header. The page keeps the header's height and 1rem clear above a target (`scroll-padding-top`,
 * site/styles/base.css); the 40 px allow for that and for rounding, and nothing more: a target
 * that a late layout moved lands hundreds of pixels off.
 */
import * as assert from 'uvu/assert';

/** In the page: the top of the element `selector` names, and the bottom of the site's header. */
export function topAndHeaderBottom(selector: string): [number, number] {
  return [document.querySelector(selector)!.getBoundingClientRect().top, document.querySelector('.site-header')!.getBoundingClientRect().bottom];
}

export function assertJustUnderHeader(what: string, top: number, headerBottom: number): void {
  const [target, header] = [Math.round(top), Math.round(headerBottom)];
  assert.ok(target >= header - 1 && target <= header + 40, `${what}: its top is ${target} px from the window's, the header ends at ${header} px`);
}
