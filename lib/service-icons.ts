/** The icons a service card may name (lucide-react names); components/sections/services-list.tsx maps each one to its component. */
export const SERVICE_ICON_NAMES = ['ReceiptText', 'Calculator', 'Lightbulb', 'ChartLine', 'House', 'HandHeart', 'ShieldCheck'] as const;

export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];
