import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        String name = scanner.nextLine();
        System.out.println("Hello, " + "name");
        // nextInt() で数値を受け取り、2倍にして出力しよう
        // Read a number with nextInt() and print it doubled
    }
}
