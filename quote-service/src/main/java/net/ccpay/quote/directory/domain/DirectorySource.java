package net.ccpay.quote.directory.domain;

/** Where the directories come from (the port; the service ships them as resource files). */
public interface DirectorySource {

    /** The directories, read and checked. */
    DirectoryData directories();
}
