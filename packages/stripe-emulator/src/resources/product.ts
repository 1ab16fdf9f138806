import type { Metadata } from '../form.ts';

export interface Product {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  default_price: string | null;
  description: string | null;
  images: string[];
  livemode: false;
  marketing_features: { name: string }[];
  metadata: Metadata;
  name: string;
  package_dimensions: null;
  shippable: null;
  statement_descriptor: null;
  tax_code: null;
  type: 'service';
  unit_label: null;
  updated: number;
  url: null;
}

export function buildProduct(input: { id: string; name: string; defaultPrice: string; created: number }): Product {
  return {
    id: input.id,
    object: 'product',
    active: true,
    created: input.created,
    default_price: input.defaultPrice,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: input.created,
    url: null,
  };
}
