/**
 * Each product's own interface, as the home showcase draws it (site/widgets/<id>-demo): one map
 * from product id to its mock-up, shared by the showcase cards and the product pages' heroes.
 * ProductHeroDemo is the hero's art: the same island, drawn larger on a tinted stage
 * (product-demo.css). Its HTML is the still frame, complete without JavaScript and under reduced
 * motion; the island animates it once it is on screen.
 */
import type { ReactNode } from 'react';
import type { Product, ProductId } from '../../model/content.ts';
import { GratifyDemo } from '../../widgets/gratify-demo/GratifyDemo.tsx';
import { NavigatorDemo } from '../../widgets/navigator-demo/NavigatorDemo.tsx';
import { RewardsDemo } from '../../widgets/rewards-demo/RewardsDemo.tsx';
import { XdrDemo } from '../../widgets/xdr-demo/XdrDemo.tsx';
import { PulsewatchDemo } from '../../widgets/pulsewatch-demo/PulsewatchDemo.tsx';

export const productDemos: Record<ProductId, () => ReactNode> = {
  gratify: GratifyDemo,
  navigator: NavigatorDemo,
  rewards: RewardsDemo,
  xdr: XdrDemo,
  pulsewatch: PulsewatchDemo,
};

export function ProductHeroDemo({ product }: { product: Product }) {
  const Demo = productDemos[product.id];
  return (
    <div className={`product-hero-demo product-hero-demo--${product.id} tint-${product.color}`} data-product-demo={product.id}>
      <span className="product-hero-demo__glow" aria-hidden="true" />
      <div className="product-hero-demo__frame">
        <Demo />
      </div>
    </div>
  );
}
