from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("palace", "0007_import_job_attempts"),
    ]

    operations = [
        migrations.AddField(
            model_name="conversation",
            name="session_only",
            field=models.BooleanField(default=False),
        ),
        migrations.AddField(
            model_name="wing",
            name="reason",
            field=models.CharField(blank=True, default="", max_length=300),
        ),
        migrations.AddField(
            model_name="closet",
            name="reason",
            field=models.CharField(blank=True, default="", max_length=300),
        ),
    ]
