"""A curator in a real browser: approve an agent's memory, flip always_inject, review a stale one."""

import pytest

from memories.models import Memory, Status
from memories.scoping import principal_for_api_key, principal_for_user
from memories.services.graph.writes import entity_event_record, entity_upsert
from memories.services.lifecycle.governance import memory_ask_curators
from memories.services.store.memory import memory_remember
from tests.browser.conftest import sign_in, snap
from tests.factories.memories import ProjectFactory, ProjectMembershipFactory, api_key_for

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_approve_pin_and_review_stale(page, live_server, alice, admin_user):
    # The team's shared memories: curators curate those (a private one only when asked).
    ProjectMembershipFactory(project=ProjectFactory(slug="team"), user=alice)
    key, _ = api_key_for(alice)
    agent = principal_for_api_key(key)
    team = {"scope": "project", "scope_ref": "team"}
    written = memory_remember(principal=agent, content="Customer 88 prefers invoices in EUR",
                              kind="preference", **team).memory  # fmt: skip
    pinned = memory_remember(principal=agent, content="Always answer in British English",
                             kind="preference", **team).memory  # fmt: skip
    table = entity_upsert(owner_id=alice.pk, name="acme_legacy_sales", kind="dataset")
    stale = memory_remember(principal=agent, content="acme_legacy_sales holds the Q1 rollup",
                            entities=[table.urn], **team).memory  # fmt: skip
    entity_event_record(principal=principal_for_user(alice), entity_id=table.pk, kind="deprecated",
                        note="moved to elasticsearch.sales")  # fmt: skip

    sign_in(page, live_server, "admin")
    page.goto(f"{live_server.url}/curation/")
    snap(page, "curation-overview")

    page.click("text=Approvals")
    row = page.locator(f"#approval-{written.pk}")
    row.get_by_role("button", name="Approve").click()
    page.locator(f"#approval-{written.pk}").get_by_text(
        "Approved: confidence is now 1.0."
    ).wait_for()
    written.refresh_from_db()
    assert written.confidence == 1.0
    assert written.approved_by_id == admin_user.pk
    snap(page, "curation-approvals")

    page.goto(f"{live_server.url}/curation/always-inject/")
    page.locator(f"#pin-{pinned.pk}").get_by_role("button", name="Pin this memory").click()
    page.locator(f"#pin-{pinned.pk}").get_by_role("button", name="Unpin this memory").wait_for()
    assert Memory.objects.get(pk=pinned.pk).always_inject is True

    page.goto(f"{live_server.url}/curation/stale/")
    assert "deprecated" in page.inner_text(f"#stale-{stale.pk}")
    snap(page, "curation-stale")
    page.locator(f"#stale-{stale.pk}").get_by_role("button", name="Keep").click()
    page.locator(f"#stale-{stale.pk} [role=status]").wait_for()
    assert Memory.objects.get(pk=stale.pk).status == Status.ACTIVE


def test_an_insight_is_reviewed_promoted_and_its_event_resent(
    page, live_server, alice, admin_user, settings
):
    from curation.models import WebhookDelivery
    from curation.webhooks import webhook_deliver
    from memories.services.store.insights import insight_capture
    from tests.fakes.webhook_receiver import start_webhook_receiver

    receiver = start_webhook_receiver()
    settings.PROMOTION_WEBHOOK_URL, settings.PROMOTION_WEBHOOK_SECRET = receiver.url, "s3cret"
    settings.PROMOTION_WEBHOOK_MAX_ATTEMPTS = 1
    key, _ = api_key_for(alice)
    insight = insight_capture(
        principal=principal_for_api_key(key),
        content="store_id in acme.sales is the till number, not the shop",
        suggested_actions=[{"action": "set_description", "target": "acme.sales.store_id",
                            "value": "Till number (not the shop)"}],
        related_columns=["acme.sales.store_id"],
    ).memory  # fmt: skip
    # Private to alice: her agent asks curators to share it, which opens it to them.
    memory_ask_curators(principal=principal_for_api_key(key), memory_id=insight.pk, request="share")

    sign_in(page, live_server, "admin")
    page.goto(f"{live_server.url}/curation/approvals/")
    row = page.locator(f"#approval-{insight.pk}")
    assert "Suggested changes" in row.inner_text()
    assert "set_description" in row.inner_text()
    snap(page, "curation-insight")
    # The insight is private to alice: the button says so and asks before sharing it.
    assert "Private to alice, who asks to share it" in row.inner_text()
    page.once("dialog", lambda dialog: dialog.accept())
    row.get_by_role("button", name="Share this private memory").click()
    page.locator(f"#promote-{insight.pk}").get_by_text("Organisation knowledge").wait_for()

    delivery = WebhookDelivery.objects.get()
    receiver.fail_next(503)
    assert webhook_deliver(delivery_id=delivery.pk) == "failed"  # one attempt allowed here
    page.goto(f"{live_server.url}/curation/webhooks/")
    assert "HTTP 503" in page.inner_text("#webhooks")
    snap(page, "curation-webhooks")
    page.get_by_role("button", name="Send again").click()
    page.get_by_text("Queued again").wait_for()
    assert webhook_deliver(delivery_id=delivery.pk) == "delivered"
    assert len(receiver.received) == 2
    receiver.stop()
