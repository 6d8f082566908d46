# ruff: noqa: RUF001  (the samples are in other scripts)
"""Round 52 (held-out 131-134's misses, read and fixed as classes, 2026-12-02): a password whose
qualifier ends in a model's name (`web du Modicon M580 :`), and two words joined by a sign after
it; a password asked about, then "it's still …"; Malagasy's `tenimiafina … dia …`, Mauritian
Creole's `paswor`; Mongolian's password in Latin letters, its dictations ("after", "behind"), its
backup codes and its certificates; a Tagalog dictation with `yung password`; LogMeIn Hamachi's
network password, a key as an API's first path segment, JPush's master secret; a lock's code with
a verb of six letters after its "is"; a card's code "next to" the signature
panel, printed "on the front, right of the logo", or Mongolian's "three places"; Russian's master
passphrase; an issuer's acronym said again as its number's prefix (`OMSB registration …:
OMSB/…`); a labour card, a Chinese permit's `…证号`, `№` glued to its number, a document's word
right before its number at the clause's end; and what stays: a ticket's acronym, a count after a
certificate's number, a date after a licence, a Portuguese "password of the day"."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 51's rules.
CAUGHT = [
    ("mot de passe admin du Sepam S80 : Heron#Valmont", "Heron#Valmont"),
    ("Trello: change the Verifone V200c admin password, it's still Osprey%Tamarin", "Osprey%Tamarin"),
    ("ny tenimiafina an'ny fitaovana dia Lemur@Andasibe", "Lemur@Andasibe"),
    ("mo paswor: Dodo$Curepipe", "Dodo$Curepipe"),
    ("wifi nuuts üg t7rqk2mwp9", "t7rqk2mwp9"),
    ("nuuts üg tuulai gesen üg, xoino 8841", "tuulai gesen üg, xoino 8841"),
    ("salitang kalabaw yung password, sundan mo ng 5523", "kalabaw yung password, sundan mo ng 5523"),
    ("hamachi do-join 449-120-778 'tamarindo77'", "tamarindo77"),
    ("GET https://api.uptimeco.io/v2/9be14a7c05d3f62e8a91c47b3d0e5f28/checks/", "9be14a7c05d3f62e8a91c47b3d0e5f28"),
    ('client = jpush.JPush("4f0a9c2e71b85d36e0c4a1f9", "b83e5d017c4a92f6e1d0a7c3")', "b83e5d017c4a92f6e1d0a7c3"),
    ("garajiin kod ni 48213 bäänaa", "48213"),
    ("the 3-digit code next to the signature strip says 415", "415"),
    ("the 4-digit CID printed on the front, left of the number: 7302", "7302"),
    ("картын ар талын гурван орон: 271", "271"),
    ("мастер-фраза от Bitwarden: taiga ger khuushuur morin", "taiga ger khuushuur morin"),
    ("нөөц кодууд: qwtr-4417-mnbv\nzxpo-9921-lkjh\nrtye-3360-cvbn", "qwtr-4417-mnbv\nzxpo-9921-lkjh\nrtye-3360-cvbn"),
    ("KMDC registration of the new dentist, for payroll: KMDC/2029/40417", "KMDC/2029/40417"),
    ('{"hr": {"kmdc_registration": "KMDC/2026/11873"}}', "KMDC/2026/11873"),
    ("labour card no. of our cook Ramesh: 50921847", "50921847"),
    ("道路运输证号 京交运管朝字110105882734号", "110105882734"),
    ("ветеринарное гэрчилгээ №ДА-2030-118842", "ДА-2030-118842"),
    ("minii ADR svidetelstvo 7744102 bui", "7744102"),
]  # fmt: skip

KEPT = [
    "INC number for the ticket: INC-0012345",
    "the OPS card OPS-4412 is in review",
    "SSL certificate 1234567 bytes",
    "the licence 2024-11-05 expires",
    "a senha dia 5 muda",
    "the wifi password, it's on the fridge",
    "the router password, it's changed",
    "the error code 4412 showed",
    "padlock price: 120",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
