<?php
/**
 * Plugin Name:          Pagora Checkout
 * Plugin URI:           https://pagora.com.br
 * Description:          Envia o carrinho do WooCommerce para o checkout Pagora da sua loja.
 * Version:              1.0.0
 * Requires at least:    6.5
 * Requires PHP:         7.4
 * Requires Plugins:     woocommerce
 * Author:               Pagora
 * Author URI:           https://pagora.com.br
 * License:              GPL-2.0-or-later
 * License URI:          https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:          pagora-checkout
 * WC requires at least: 8.0
 *
 * The header fields are WordPress's plugin header
 * (https://developer.wordpress.org/plugins/plugin-basics/header-requirements/); "Requires Plugins"
 * (WordPress 6.5+) keeps the plugin from being activated without WooCommerce.
 *
 * What it does: when the buyer opens WooCommerce's checkout page, the cart (each product's id —
 * the parent product for variations — and its quantity) is sent to the store's Pagora checkout,
 * `<checkout_url>?itens=woo:<id>:<qty>,…`, which sells the products Pagora synced from this store.
 * With 'Pular carrinho' on, adding a product to the cart (and opening the cart page) goes straight
 * there too. The store's settings come in pagora-config.php, written by Pagora when the plugin is
 * downloaded from Apps Integrados › WooCommerce.
 *
 * @package PagoraCheckout
 */

// Loaded by WordPress only: a direct request for this file does nothing
// (https://developer.wordpress.org/plugins/plugin-basics/best-practices/#avoid-direct-file-access).
defined( 'ABSPATH' ) || exit;

define( 'PAGORA_CHECKOUT_VERSION', '1.0.0' );
define( 'PAGORA_CHECKOUT_FILE', __FILE__ );
define( 'PAGORA_CHECKOUT_OPTION', 'pagora_checkout_settings' );

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/redirect.php';
require_once __DIR__ . '/includes/admin.php';

/**
 * Loads translations of the 'pagora-checkout' text domain (strings are written in Portuguese; a
 * site may add others under languages/). Plugins outside WordPress.org load their own:
 * https://developer.wordpress.org/plugins/internationalization/how-to-internationalize-your-plugin/#loading-text-domain
 */
function pagora_checkout_load_textdomain() {
	load_plugin_textdomain( 'pagora-checkout', false, dirname( plugin_basename( PAGORA_CHECKOUT_FILE ) ) . '/languages' );
}

/**
 * Tells WooCommerce the plugin works with High-Performance Order Storage and the Cart and
 * Checkout blocks: it reads only the cart and never touches orders
 * (https://woocommerce.github.io/code-reference/classes/Automattic-WooCommerce-Utilities-FeaturesUtil.html#method_declare_compatibility).
 */
function pagora_checkout_declare_compatibility() {
	if ( class_exists( '\Automattic\WooCommerce\Utilities\FeaturesUtil' ) ) {
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', PAGORA_CHECKOUT_FILE, true );
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', PAGORA_CHECKOUT_FILE, true );
	}
}

add_action( 'init', 'pagora_checkout_load_textdomain' );
add_action( 'before_woocommerce_init', 'pagora_checkout_declare_compatibility' );

// Storefront: the hand-off to Pagora.
add_action( 'template_redirect', 'pagora_checkout_template_redirect' );
add_filter( 'woocommerce_add_to_cart_redirect', 'pagora_checkout_add_to_cart_redirect', 20, 2 );
add_filter( 'pre_option_woocommerce_cart_redirect_after_add', 'pagora_checkout_cart_redirect_after_add' );
add_filter( 'allowed_redirect_hosts', 'pagora_checkout_allowed_redirect_hosts' );

// Admin: WooCommerce › Pagora Checkout.
add_action( 'admin_menu', 'pagora_checkout_admin_menu' );
add_action( 'admin_post_pagora_checkout_save', 'pagora_checkout_save_settings' );
add_action( 'admin_notices', 'pagora_checkout_admin_notice' );
add_filter( 'plugin_action_links_' . plugin_basename( PAGORA_CHECKOUT_FILE ), 'pagora_checkout_action_links' );
