<?php
/**
 * The hand-off of WooCommerce's cart to the store's Pagora checkout.
 *
 * Pagora's checkout reads `?itens=woo:<product id>:<quantity>,…` (the ids of the products it
 * synced from this store's REST API) and opens the checkout with all of them.
 *
 * @package PagoraCheckout
 */

defined( 'ABSPATH' ) || exit;

/**
 * The cart's lines as Pagora reads them: 'woo:<product id>:<quantity>'. A variation counts as its
 * parent product (the cart item's 'product_id'; 'variation_id' names the variation), so two
 * variations of one product become one line with their quantities added. Cart items are what
 * WC()->cart->get_cart() returns
 * (https://woocommerce.github.io/code-reference/classes/WC-Cart.html#method_get_cart).
 *
 * @param array $cart_contents Cart items, each with 'product_id', 'variation_id' and 'quantity'.
 * @return string[]
 */
function pagora_checkout_cart_items( $cart_contents ) {
	$quantities = array();
	foreach ( (array) $cart_contents as $item ) {
		if ( ! is_array( $item ) || empty( $item['product_id'] ) ) {
			continue;
		}
		$product_id = absint( $item['product_id'] );
		$quantity   = isset( $item['quantity'] ) ? (int) $item['quantity'] : 0;
		if ( $product_id < 1 || $quantity < 1 ) {
			continue;
		}
		$quantities[ $product_id ] = ( isset( $quantities[ $product_id ] ) ? $quantities[ $product_id ] : 0 ) + $quantity;
	}
	$items = array();
	foreach ( $quantities as $product_id => $quantity ) {
		$items[] = 'woo:' . $product_id . ':' . $quantity;
	}
	return $items;
}

/**
 * The Pagora address for these cart lines, keeping the utm_* parameters of the current page (so
 * that Pagora credits the sale to the campaign), or '' without an address or lines.
 *
 * @param string   $checkout_url The store's Pagora cart address (…/c/<store>/carrinho).
 * @param string[] $items        What pagora_checkout_cart_items() returned.
 * @param array    $query        The current request's query parameters ($_GET).
 * @return string
 */
function pagora_checkout_url( $checkout_url, array $items, array $query = array() ) {
	if ( '' === $checkout_url || empty( $items ) ) {
		return '';
	}
	$url = $checkout_url . ( false === strpos( $checkout_url, '?' ) ? '?' : '&' ) . 'itens=' . rawurlencode( implode( ',', $items ) );
	foreach ( $query as $key => $value ) {
		if ( is_string( $key ) && is_string( $value ) && preg_match( '/^utm_[a-z0-9_]{1,40}$/i', $key ) ) {
			$url .= '&' . rawurlencode( $key ) . '=' . rawurlencode( sanitize_text_field( wp_unslash( $value ) ) );
		}
	}
	return $url;
}

/**
 * Where the buyer's current cart goes in Pagora, or '' (no address configured, no WooCommerce
 * cart, or an empty cart: then WooCommerce goes on as usual).
 *
 * @return string
 */
function pagora_checkout_current_url() {
	if ( ! function_exists( 'WC' ) ) {
		return '';
	}
	$woocommerce = WC();
	if ( ! $woocommerce || empty( $woocommerce->cart ) ) {
		return '';
	}
	$settings = pagora_checkout_settings();
	// Only the utm_* parameters are read, and only to be passed on: no form is handled here.
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$query = is_array( $_GET ) ? $_GET : array();
	return pagora_checkout_url( $settings['checkout_url'], pagora_checkout_cart_items( $woocommerce->cart->get_cart() ), $query );
}

/**
 * On 'template_redirect' (the point where WordPress knows which page was asked for and nothing has
 * been sent yet: https://developer.wordpress.org/reference/hooks/template_redirect/): the checkout
 * page — and, with 'Pular carrinho', the cart page — sends the buyer to Pagora with the cart. The
 * order-received and order-pay endpoints of the checkout page are left alone (orders placed
 * before, or paid later, in WooCommerce itself).
 */
function pagora_checkout_template_redirect() {
	if ( ! function_exists( 'is_checkout' ) || ! function_exists( 'is_cart' ) ) {
		return;
	}
	$settings    = pagora_checkout_settings();
	$at_checkout = is_checkout() && ! is_wc_endpoint_url( 'order-received' ) && ! is_wc_endpoint_url( 'order-pay' );
	$at_cart     = $settings['skip_cart'] && is_cart();
	if ( ! $at_checkout && ! $at_cart ) {
		return;
	}
	$url = pagora_checkout_current_url();
	if ( '' === $url ) {
		return;
	}
	// wp_safe_redirect accepts the Pagora host through pagora_checkout_allowed_redirect_hosts().
	wp_safe_redirect( $url, 302, 'Pagora Checkout' );
	exit;
}

/**
 * 'Pular carrinho': after a product is added through WooCommerce's add-to-cart form (the cart
 * already holds it when this filter runs), go to Pagora instead of the cart. WooCommerce also
 * applies this filter with no product to the cart address it gives its AJAX buttons; that one is
 * left as it is — the cart page itself hands off to Pagora (see above).
 * https://woocommerce.github.io/code-reference/hooks/hooks.html (woocommerce_add_to_cart_redirect)
 *
 * @param string          $url     Where WooCommerce would go.
 * @param WC_Product|null $product The product just added, or null.
 * @return string
 */
function pagora_checkout_add_to_cart_redirect( $url, $product = null ) {
	$settings = pagora_checkout_settings();
	if ( ! $settings['skip_cart'] || ! $product ) {
		return $url;
	}
	$pagora = pagora_checkout_current_url();
	return '' === $pagora ? $url : $pagora;
}

/**
 * 'Pular carrinho' with AJAX add-to-cart buttons (shop pages, blocks): WooCommerce's
 * 'Redirecionar para o carrinho após adição' behaviour is turned on, so that those buttons go to
 * the cart page, which hands off to Pagora. Returning false leaves the stored option in effect
 * (https://developer.wordpress.org/reference/hooks/pre_option_option/). The admin screens keep
 * showing the stored value.
 *
 * @param mixed $value False, or what an earlier filter decided.
 * @return mixed
 */
function pagora_checkout_cart_redirect_after_add( $value ) {
	if ( is_admin() && ! wp_doing_ajax() ) {
		return $value;
	}
	$settings = pagora_checkout_settings();
	return $settings['skip_cart'] && '' !== $settings['checkout_url'] ? 'yes' : $value;
}

/**
 * Lets wp_safe_redirect() (which WooCommerce's add-to-cart handler uses too) go to the Pagora
 * checkout's host (https://developer.wordpress.org/reference/hooks/allowed_redirect_hosts/).
 *
 * @param string[] $hosts Hosts a redirect may go to.
 * @return string[]
 */
function pagora_checkout_allowed_redirect_hosts( $hosts ) {
	$settings = pagora_checkout_settings();
	$host     = wp_parse_url( $settings['checkout_url'], PHP_URL_HOST );
	if ( is_string( $host ) && '' !== $host ) {
		$hosts[] = strtolower( $host );
	}
	return $hosts;
}
