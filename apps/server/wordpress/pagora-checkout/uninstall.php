<?php
/**
 * Runs when the plugin is deleted in Plugins › Plugins instalados: removes what it stored.
 * WordPress defines WP_UNINSTALL_PLUGIN before including this file; anything else (a direct
 * request) stops here. https://developer.wordpress.org/plugins/plugin-basics/uninstall-methods/#method-2-uninstall-php
 *
 * Deactivating the plugin already stops every hand-off (its hooks are no longer loaded); its one
 * option stays until the plugin is deleted.
 *
 * @package PagoraCheckout
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'pagora_checkout_settings' );
