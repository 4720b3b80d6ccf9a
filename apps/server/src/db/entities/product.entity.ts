import type { ProductStatus, ProductType } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** Something a store sells. Price in integer cents; the slug is unique per store and never changes. */
export class Product extends BaseRecord {
  storeId!: number;
  name!: string;
  /** URL-safe, unique within the store, set once at creation (the checkout link uses it). */
  slug!: string;
  description!: string;
  priceCents!: number;
  productType!: ProductType;
  status!: ProductStatus;
  /** The photo (an `upload` owned by the store's merchant), if any. */
  imageUploadId!: number | null;
  /** The product's id in Shopify when it came from a sync. */
  externalId!: string | null;
  /** The source image URL of a synced product (its photo is downloaded again only when this changes). */
  externalImageUrl!: string | null;
  /** For freight quotes; null when not given (quotes then use DEFAULT_PACKAGE's value). */
  weightGrams!: number | null;
  heightCm!: number | null;
  widthCm!: number | null;
  lengthCm!: number | null;
}

export const productSchema = (types: ColumnTypes) =>
  new EntitySchema<Product>({
    name: 'Product',
    tableName: 'product',
    target: Product,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      name: { type: 'varchar', length: 120 },
      slug: { type: 'varchar', length: 100 },
      description: { type: 'text' },
      priceCents: { type: 'integer', name: 'price_cents' },
      productType: { type: 'varchar', length: 20, name: 'product_type' },
      status: { type: 'varchar', length: 20 },
      imageUploadId: {
        type: 'integer',
        name: 'image_upload_id',
        nullable: true,
        foreignKey: { target: 'Upload', onDelete: 'SET NULL' },
      },
      externalId: { type: 'varchar', length: 255, name: 'external_id', nullable: true },
      externalImageUrl: { type: 'varchar', length: 1000, name: 'external_image_url', nullable: true },
      weightGrams: { type: 'integer', name: 'weight_grams', nullable: true },
      heightCm: { type: 'integer', name: 'height_cm', nullable: true },
      widthCm: { type: 'integer', name: 'width_cm', nullable: true },
      lengthCm: { type: 'integer', name: 'length_cm', nullable: true },
    },
    uniques: [
      { name: 'UQ_product_store_id_slug', columns: ['storeId', 'slug'] },
      { name: 'UQ_product_store_id_external_id', columns: ['storeId', 'externalId'] },
    ],
    indices: [
      { name: 'IDX_product_store_id_id', columns: ['storeId', 'id'] },
      { name: 'IDX_product_image_upload_id', columns: ['imageUploadId'] },
    ],
  });
