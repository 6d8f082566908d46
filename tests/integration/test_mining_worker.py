"""Ending a conversation mines it on a real worker; a worker killed mid-mining loses nothing."""

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from memories.scoping import principal_for_user
from palace.mining.pipeline import conversations_resume_stalled
from palace.models import Conversation, Drawer
from palace.services.conversations import conversation_end, conversation_ingest
from tests.conftest import ROOT, wait_for
from tests.factories import UserFactory
from tests.palace.conftest import make_messages

pytestmark = pytest.mark.integration


def _start_worker(env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "memory_project.celery", "worker",
         "--pool", "solo", "--loglevel", "INFO", "--without-mingle", "--without-gossip"],
        cwd=ROOT, env=env, stdout=log.open("ab"), stderr=subprocess.STDOUT,
    )  # fmt: skip


def test_end_queues_mining_and_a_real_worker_mines_it(celery_worker_process):
    principal = principal_for_user(UserFactory(username="dora"))
    conversation, _ = conversation_ingest(
        principal=principal, external_id="live", subject="Dora", messages=make_messages(12)
    )
    conversation_end(principal=principal, conversation_id=conversation.pk)

    def mined():
        conversation.refresh_from_db()
        return conversation.mining_status == Conversation.MiningStatus.DONE

    wait_for(mined, timeout=90)
    assert Drawer.objects.filter(room__conversation=conversation).count() == 12


def test_worker_killed_mid_mining_loses_nothing(celery_worker_process, tmp_path):
    principal = principal_for_user(UserFactory(username="erin"))
    conversation, _ = conversation_ingest(
        principal=principal, external_id="long", subject="Erin", messages=make_messages(300)
    )
    conversation_end(principal=principal, conversation_id=conversation.pk)

    def some_windows_committed():
        conversation.refresh_from_db()
        return 0 < conversation.mined_through < 300

    wait_for(some_windows_committed, timeout=120, interval=0.02)
    os.kill(celery_worker_process.pid, signal.SIGKILL)  # no goodbye: the task is mid-flight
    celery_worker_process.wait(10)
    replacement = _start_worker(celery_worker_process.test_env, tmp_path / "worker2.log")
    try:
        # The replacement worker's start notices mining that no worker holds and resumes it
        # (beat's resume-stalled task does the same every two minutes); a second request is
        # harmless (the lock lets one miner in, the checkpoint skips what is done).
        conversations_resume_stalled()

        def finished():
            conversation.refresh_from_db()
            return conversation.mining_status == Conversation.MiningStatus.DONE

        wait_for(finished, timeout=180)
    finally:
        replacement.terminate()
        replacement.wait(20)
    drawers = Drawer.objects.filter(room__conversation=conversation)
    assert drawers.count() == 300
    assert drawers.values("number").distinct().count() == 300
