// Catalog: the product list (/produtos) and the product form (/produtos/novo, /produtos/editar/{id}).

export {
  PRODUCT_NOT_FOUND,
  type ProductFieldErrors,
  ProductFormScreen,
  type ProductFormScreenProps,
  type ProductFormValues,
} from './ProductFormScreen/ProductFormScreen.tsx';
export { ProductsScreen, type ProductsScreenProps, productCount } from './ProductsScreen/ProductsScreen.tsx';
