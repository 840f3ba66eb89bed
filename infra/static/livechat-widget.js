// Local live-chat widget: the default LIVE_CHAT_URL. A real operator points LIVE_CHAT_URL at its vendor's script.
(function () {
  var open = false;
  var panel = null;
  function render() {
    if (!panel) {
      panel = document.createElement('div');
      panel.id = 'livechat-panel';
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-label', 'Live chat');
      panel.style.cssText =
        'position:fixed;right:16px;bottom:84px;width:300px;max-width:calc(100vw - 32px);height:360px;background:#fff;color:#111;border-radius:12px;box-shadow:0 8px 24px rgba(0,0,0,.35);z-index:800;display:none;padding:12px;font:14px system-ui,sans-serif';
      panel.innerHTML = '<strong>Live chat</strong><p>An agent will be with you shortly.</p>';
      document.body.appendChild(panel);
    }
    panel.style.display = open ? 'block' : 'none';
  }
  window.LiveChatWidget = {
    maximize: function () {
      open = true;
      render();
    },
    minimize: function () {
      open = false;
      render();
    },
    isMaximized: function () {
      return open;
    },
  };
  window.dispatchEvent(new CustomEvent('livechat:ready'));
})();
