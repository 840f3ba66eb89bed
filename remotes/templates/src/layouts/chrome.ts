// What the layouts draw alike (the header's parts, the footer, the menus): downloaded once with the layout module,
// not inside each layout's own file (Layout--<name>, registry.ts).
import '../components/chrome/Frame';
import '../components/chrome/Footer';
import '../components/chrome/MobileMenu';
import '../components/chrome/BottomTabs';
