<?php
/**
 * WooCommerce › Pagora Checkout: the settings page and its form.
 *
 * The form posts to admin-post.php (https://developer.wordpress.org/reference/hooks/admin_post_action/)
 * with a nonce (https://developer.wordpress.org/apis/security/nonces/); both the page and the save
 * check the 'manage_woocommerce' capability
 * (https://developer.wordpress.org/plugins/security/checking-user-capabilities/). Input is
 * sanitized before it is stored and everything printed is escaped
 * (https://developer.wordpress.org/apis/security/escaping/).
 *
 * @package PagoraCheckout
 */

defined( 'ABSPATH' ) || exit;

/** The settings page, under WooCommerce's menu. */
function pagora_checkout_admin_menu() {
	add_submenu_page(
		'woocommerce',
		__( 'Pagora Checkout', 'pagora-checkout' ),
		__( 'Pagora Checkout', 'pagora-checkout' ),
		'manage_woocommerce',
		'pagora-checkout',
		'pagora_checkout_render_settings_page'
	);
}

/** The address of the settings page. */
function pagora_checkout_settings_page_url() {
	return admin_url( 'admin.php?page=pagora-checkout' );
}

/**
 * 'Configurações' beside 'Desativar' in the plugins list.
 *
 * @param string[] $links The plugin's action links.
 * @return string[]
 */
function pagora_checkout_action_links( $links ) {
	$settings = '<a href="' . esc_url( pagora_checkout_settings_page_url() ) . '">' . esc_html__( 'Configurações', 'pagora-checkout' ) . '</a>';
	array_unshift( $links, $settings );
	return $links;
}

/** A notice for managers while no Pagora address is set (a copy not downloaded from Pagora). */
function pagora_checkout_admin_notice() {
	if ( ! current_user_can( 'manage_woocommerce' ) ) {
		return;
	}
	$settings = pagora_checkout_settings();
	if ( '' !== $settings['checkout_url'] ) {
		return;
	}
	printf(
		'<div class="notice notice-warning"><p>%1$s <a href="%2$s">%3$s</a></p></div>',
		esc_html__( 'Pagora Checkout: informe o endereço do checkout Pagora da sua loja para enviar os carrinhos.', 'pagora-checkout' ),
		esc_url( pagora_checkout_settings_page_url() ),
		esc_html__( 'Configurar', 'pagora-checkout' )
	);
}

/** The settings form. */
function pagora_checkout_render_settings_page() {
	if ( ! current_user_can( 'manage_woocommerce' ) ) {
		wp_die( esc_html__( 'Você não tem permissão para acessar esta página.', 'pagora-checkout' ), '', array( 'response' => 403 ) );
	}
	$settings = pagora_checkout_settings();
	// Only read to show the outcome of the last save; nothing is changed here.
	// phpcs:disable WordPress.Security.NonceVerification.Recommended
	$saved  = isset( $_GET['pagora-checkout-saved'] );
	$failed = isset( $_GET['pagora-checkout-error'] );
	// phpcs:enable WordPress.Security.NonceVerification.Recommended
	?>
	<div class="wrap">
		<h1><?php echo esc_html__( 'Pagora Checkout', 'pagora-checkout' ); ?></h1>
		<?php if ( $saved ) : ?>
			<div class="notice notice-success is-dismissible"><p><?php echo esc_html__( 'Configurações salvas.', 'pagora-checkout' ); ?></p></div>
		<?php endif; ?>
		<?php if ( $failed ) : ?>
			<div class="notice notice-error"><p><?php echo esc_html__( 'Informe um endereço completo, começando com https://.', 'pagora-checkout' ); ?></p></div>
		<?php endif; ?>
		<p><?php echo esc_html__( 'Quando o comprador vai para a finalização da compra, o carrinho do WooCommerce é enviado para o checkout Pagora da sua loja.', 'pagora-checkout' ); ?></p>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="pagora_checkout_save" />
			<?php wp_nonce_field( 'pagora_checkout_save', 'pagora_checkout_nonce' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="pagora-checkout-url"><?php echo esc_html__( 'Endereço do checkout', 'pagora-checkout' ); ?></label></th>
					<td>
						<input type="url" class="regular-text code" id="pagora-checkout-url" name="checkout_url" value="<?php echo esc_attr( $settings['checkout_url'] ); ?>" required />
						<p class="description"><?php echo esc_html__( 'O endereço de carrinho da sua loja no Pagora, já preenchido no plugin baixado em Apps Integrados › WooCommerce.', 'pagora-checkout' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><?php echo esc_html__( 'Pular carrinho', 'pagora-checkout' ); ?></th>
					<td>
						<label for="pagora-checkout-skip-cart">
							<input type="checkbox" id="pagora-checkout-skip-cart" name="skip_cart" value="1" <?php checked( $settings['skip_cart'] ); ?> />
							<?php echo esc_html__( 'Ir direto para o checkout Pagora ao adicionar um produto ao carrinho', 'pagora-checkout' ); ?>
						</label>
					</td>
				</tr>
			</table>
			<?php submit_button( __( 'Salvar alterações', 'pagora-checkout' ) ); ?>
		</form>
	</div>
	<?php
}

/** Saves the settings form (admin-post.php?action=pagora_checkout_save). */
function pagora_checkout_save_settings() {
	if ( ! current_user_can( 'manage_woocommerce' ) ) {
		wp_die( esc_html__( 'Você não tem permissão para alterar estas configurações.', 'pagora-checkout' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( 'pagora_checkout_save', 'pagora_checkout_nonce' );

	$url = isset( $_POST['checkout_url'] ) ? pagora_checkout_sanitize_url( sanitize_text_field( wp_unslash( $_POST['checkout_url'] ) ) ) : '';
	if ( '' === $url ) {
		wp_safe_redirect( add_query_arg( 'pagora-checkout-error', 'url', pagora_checkout_settings_page_url() ) );
		exit;
	}
	$defaults = pagora_checkout_defaults();
	update_option(
		PAGORA_CHECKOUT_OPTION,
		array(
			'checkout_url' => $url,
			'skip_cart'    => ! empty( $_POST['skip_cart'] ),
			'config'       => $defaults['config'],
		)
	);
	wp_safe_redirect( add_query_arg( 'pagora-checkout-saved', '1', pagora_checkout_settings_page_url() ) );
	exit;
}
