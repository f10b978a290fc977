/**
 * The Rewards card of the home showcase (docs/site.md §14): one of 7 partner brands is
 * highlighted in turn, every 800 ms. The brands are fictional (not real trademarks) but read like
 * the Indian catalogue a recipient would browse; short names, so that four fit across a phone. Shared by the server frame and the island.
 */
import { indexAfter, nextIndex } from './cycle.ts';

export const REWARDS_ROTATION_MS = 800;

export interface PartnerBrand {
  name: string;
  category: string;
}

export const REWARDS_BRANDS: readonly PartnerBrand[] = [
  { name: 'ShopKart', category: 'Shopping' },
  { name: 'Threadz', category: 'Fashion' },
  { name: 'Gizmoo', category: 'Electronics' },
  { name: 'BrewNest', category: 'Cafés' },
  { name: 'CineMela', category: 'Movies' },
  { name: 'TripTara', category: 'Travel' },
  { name: 'Zaika', category: 'Dining' },
];

/** The catalogue's size, as the Rewards page states it (docs/content.md §6). */
export const REWARDS_FIGURES = [
  { value: '400+', label: 'gift cards' },
  { value: '4,000+', label: 'merchandise options' },
] as const;

/** The brand highlighted in the server HTML: the still frame without JavaScript or with reduced motion. */
export const REWARDS_STILL_INDEX = 0;

/** The brand highlighted after `active`: 0, 1, …, 6, 0, … */
export const nextBrand = (active: number): number => nextIndex(active, REWARDS_BRANDS.length);

/** The brand highlighted `ticks` rotations after the still frame. */
export const brandAfter = (ticks: number): number => indexAfter(ticks, REWARDS_BRANDS.length, REWARDS_STILL_INDEX);
