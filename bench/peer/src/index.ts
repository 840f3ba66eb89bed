/**
 * The peer's entry: the host's own bootstrap, imported statically. A one-bundle app needs no async boundary
 * (that exists for federation's shared-scope negotiation), so the shell's code is in the HTML's scripts.
 */
import './policy';
import '../../../host/src/bootstrap';
