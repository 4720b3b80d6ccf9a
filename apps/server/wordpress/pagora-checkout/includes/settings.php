<?php
/**
 * The plugin's settings: the store's Pagora checkout address and 'Pular carrinho'.
 *
 * They come from pagora-config.php, which Pagora writes into the .zip when the merchant downloads
 * the plugin. The settings page may change them; what it saves is kept in one option
 * (https://developer.wordpress.org/plugins/settings/options-api/) together with the configuration
 * it was made over, so that uploading a newer download from Pagora brings that download's values.
 *
 * @package PagoraCheckout
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings Pagora wrote into pagora-config.php.
 *
 * @return array{checkout_url: string, skip_cart: bool, config: string}
 */
function pagora_checkout_defaults() {
	$file   = dirname( PAGORA_CHECKOUT_FILE ) . '/pagora-config.php';
	$config = is_readable( $file ) ? include $file : array();
	if ( ! is_array( $config ) ) {
		$config = array();
	}
	return array(
		'checkout_url' => isset( $config['checkout_url'] ) ? pagora_checkout_sanitize_url( (string) $config['checkout_url'] ) : '',
		'skip_cart'    => ! empty( $config['skip_cart'] ),
		'config'       => isset( $config['generated_at'] ) ? (string) $config['generated_at'] : '',
	);
}

/**
 * The settings in effect: the ones saved on the settings page while they belong to the current
 * pagora-config.php, else that file's.
 *
 * @return array{checkout_url: string, skip_cart: bool, config: string}
 */
function pagora_checkout_settings() {
	$defaults = pagora_checkout_defaults();
	$saved    = get_option( PAGORA_CHECKOUT_OPTION );
	if ( is_array( $saved ) && isset( $saved['config'] ) && $saved['config'] === $defaults['config'] ) {
		return array(
			'checkout_url' => isset( $saved['checkout_url'] ) ? pagora_checkout_sanitize_url( (string) $saved['checkout_url'] ) : $defaults['checkout_url'],
			'skip_cart'    => ! empty( $saved['skip_cart'] ),
			'config'       => $defaults['config'],
		);
	}
	return $defaults;
}

/**
 * An http(s) address with a host, without its query and fragment, or '' for anything else
 * (esc_url_raw keeps only the allowed protocols: https://developer.wordpress.org/reference/functions/esc_url_raw/).
 *
 * @param string $url What was typed or stored.
 * @return string
 */
function pagora_checkout_sanitize_url( $url ) {
	$url = esc_url_raw( trim( (string) $url ), array( 'https', 'http' ) );
	if ( '' === $url ) {
		return '';
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || empty( $parts['scheme'] ) ) {
		return '';
	}
	$port = isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '';
	$path = isset( $parts['path'] ) ? rtrim( $parts['path'], '/' ) : '';
	return strtolower( $parts['scheme'] ) . '://' . strtolower( $parts['host'] ) . $port . $path;
}
