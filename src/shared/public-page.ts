import type { BusinessConfig } from "./business-config.ts";
import type { MenuNodes } from "./menu.ts";

/** What a publish freezes: guests see exactly this until the next "Publish Changes". */
export interface PublishedSnapshot {
  business: {
    id: string;
    url: string;
    customUrl: string | null;
    orderingEnabled: boolean;
    config: BusinessConfig;
  };
  location: {
    name: string;
    address: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    country: string;
    phone: string;
    email: string;
    website: string;
    twitter: string;
    facebook: string;
    instagram: string;
  };
  menus: { id: string; name: string; details: string; sequence: number; nodes: MenuNodes }[];
  publishedAt: string;
}
