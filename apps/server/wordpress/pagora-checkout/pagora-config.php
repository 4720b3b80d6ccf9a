<?php
/**
 * The store's settings. The copy downloaded from Pagora (Apps Integrados › WooCommerce) has them
 * filled in; this one is empty, so the plugin sends nothing until an address is set in
 * WooCommerce › Pagora Checkout.
 *
 * @package PagoraCheckout
 */

defined( 'ABSPATH' ) || exit;

return array(
	'store_id'     => 0,
	'checkout_url' => '',
	'skip_cart'    => false,
	'generated_at' => '',
);
