/**
 * The names of the icons drawn for this site (site/icons/). Content refers to icons by these
 * names; the validator rejects any other.
 */
export const iconNames = [
  'activity', 'alert', 'award', 'badge', 'bank', 'bell', 'box', 'briefcase', 'building', 'calendar',
  'car', 'cart', 'chart', 'check', 'clock', 'cloud', 'coins', 'cpu', 'database', 'eye',
  'factory', 'file', 'film', 'gift', 'globe', 'graduation', 'handshake', 'hard-hat', 'headset', 'heart',
  'home', 'hotel', 'key', 'landmark', 'layers', 'leaf', 'lightbulb', 'link', 'lock', 'mail',
  'map-pin', 'message', 'package', 'percent', 'phone', 'pill', 'plug', 'qr', 'refresh', 'rocket',
  'scale', 'search', 'server', 'settings', 'shield', 'signal', 'smartphone', 'sparkles', 'star', 'stethoscope',
  'store', 'target', 'tractor', 'trend-up', 'trophy', 'truck', 'tv', 'users', 'wallet', 'wifi', 'zap',
] as const;

export type IconName = (typeof iconNames)[number];
