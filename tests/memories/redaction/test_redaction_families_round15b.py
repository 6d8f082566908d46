# ruff: noqa: RUF001  (breadcrumbs and dashes as people write them)
"""Secret families, round 15b (issue 46): more vendors' documented token prefixes (`vendors`),
automation services' trigger URLs (`urls`), a key after any word's "key" when shaped like one
(`api_keys`), a tool's password command and a cloud SDK's `…_SK` (`credentials`), login pairs
joined by "and", with an article before the label or an unknown word for it, after a
breadcrumb (`logins`), a TOTP secret after "setup key" or the QR code, backup codes under the
loan word (`code_lists`), a credential file's line after its name (`config_files`); their
lookalikes stay. Its tuning samples are `secret_classes_families_round15b.py`.
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # Vendors' prefixes.
    ("tolgee: tgpak_q8w2e4r6t8y0u2i4o6p8a0s2d4f6g8h0j2k4l6", "tgpak_q8w2e4r6t8y0u2i4o6p8"),
    ("locationiq pk.9f1e2d3c4b5a69788796a5b4c3d2e1f0", "pk.9f1e2d3c4b5a69788796a5b4c3d2e1f0"),
    ("smtp relay key api-0F1E2D3C4B5A69788796A5B4C3D2E1F0", "0F1E2D3C4B5A69788796A5B4C3D2E1F0"),
    ("mailgun pubkey-0f1e2d3c4b5a69788796a5b4c3d2e1f0", "0f1e2d3c4b5a69788796a5b4c3d2e1f0"),
    # Automation services' trigger URLs.
    ("https://hooks.zapier.com/hooks/catch/120044/b8x2k1q/", "b8x2k1q"),
    ("https://hook.eu1.make.com/x7k2m9q4w8e1r5t3y6u0i2o4p8a6s1d3", "x7k2m9q4w8e1r5t3y6u0i2o4p8a6"),
    ("curl -d @lead.json https://eo4k2j9x8m1q7w3.m.pipedream.net", "eo4k2j9x8m1q7w3"),
    # A key after any word's "key".
    (
        "Voyage key for staging: 7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a",
        "7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a",
    ),
    ("Brevo key for the newsletter → 0f4e2c7a-91b3-4d5e-a6f7-18c9d0e1f2a3", "0f4e2c7a-91b3-4d5e"),
    # A tool's password command; a cloud SDK's secret key.
    ("restic --password-command 'echo MyOcelotAte3Quinces' check", "MyOcelotAte3Quinces"),
    ("RESTIC_PASSWORD_COMMAND='printf Tern-Basalt-88'", "Tern-Basalt-88"),
    ('offlineimap: remotepasseval = "Wq7marlin2291"', "Wq7marlin2291"),
    ("HUAWEICLOUD_SDK_SK=Q2w9E8r7T6y5U4i3O2p1A0s9D8f7G6h5J4k3L2z1", "Q2w9E8r7T6y5U4i3O2p1"),
    ("[default]\nak = K3JQ0XHS2MDQ1WZ4YBAV\nsk = q2w9e8r7t6y5u4i3o2p1a0s9d8f7", "q2w9e8r7t6y5"),
    # Login pairs.
    ("login ops.k and Birch+44Q for the router", "Birch+44Q"),
    ("user pi, il-password qZmxTrwKpLenVbsd", "qZmxTrwKpLenVbsd"),
    ("usuario deploy, zorbak Soursop-Pangolin-Narwhal7", "Soursop-Pangolin-Narwhal7"),
    ("Home › Rack › BMC: admin — Kumqu4t*00", "Kumqu4t*00"),
    ("creds for grafana → admin, Pelican#2291", "Pelican#2291"),
    ("sshpass -f <(printf '%s' 'Wq7marlin2291') ssh pi@host", "Wq7marlin2291"),
    ("Zapier: hooks.zapier.com/hooks/catch/551/3k9xq2/", "3k9xq2"),
    ("Tern-Basalt-88 is what we typed as the VPN password", "Tern-Basalt-88"),
    ("hx7plum22Q — that's what I set as our NAS password", "hx7plum22Q"),
    # An id by another name its stdnum module's text gives it ("also known as DIMEX").
    ("DIMEX no. 155812994906 (renovación)", "155812994906"),
    # A TOTP secret, backup codes, a credential file's line.
    ("manual key is JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "JBSWY3DPEHPK3PXP"),
    ("kodiċijiet ta' backup:\n1234-5678\n8765-4321\n1111-2345", "8765-4321"),
    ('pgbouncer userlist.txt: "app" "Loquat-Pangolin-Rambutan0"', "Loquat-Pangolin-Rambutan0"),
]

# Lookalikes that stay as written.
KEPT = [
    "Primary key: bb74b4c7-e526-4d35-a1ca-b291217e8baf",
    "partition key = c5339fc3f764af8e6317ae355ff800eb",
    "the key is in the drawer",
    "https://hooks.zapier.com/hooks/catch/120044/",
    "https://www.make.com/en/integrations/slack",
    "https://hook.eu1.make.com/oauth2",
    "restic --password-command 'pass show restic' check",
    "HUAWEICLOUD_SDK_SK=${SK}",
    "login page and settings",
    'remotepasseval = get_password("imap")',
    "the DIMEX office opens at 8",
    "that's what I set as the password policy",
    "login: google, facebook",
    "creds for prod: see the vault",
    "diff <(echo foo) <(printf bar)",
    "see make.com/en/help/tools/webhooks",
    "user alice, role admin",
    "username bob, last login 2026-03-01",
    "Home › Rack › BMC: firmware — 2.81.81.81",
    "manual key rotation is due on 2026-04-01",
    "codici di backup: none left",
    'cite: "Smith" "Chapter3"',
    "pk.eyJ and sk.eyJ begin Mapbox tokens",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)
